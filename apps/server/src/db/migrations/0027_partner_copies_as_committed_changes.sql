-- Partner copies used to store the whole JSON of the signals row (to_jsonb): the copy's contract was the
-- table's layout. They now store the change as committed (its kinds and the signal's fields, as the
-- domain names them) and the versioned copy is built from it when it is sent (decision 25). The copies
-- still waiting in the old layout are rewritten so they are sent too, in the new contract.
update partner_deliveries d set payload = jsonb_build_object(
  'kinds', d.payload->'kinds',
  'signal', (
    select jsonb_build_object(
      '_id', p->'id',
      'signalId', p->'signal_id',
      'tradeId', p->'trade_id',
      'version', p->'version',
      'app', p->'app',
      'signalType', p->'signal_type',
      'status', p->'status',
      'traderId', p->'trader_id',
      'pairType', p->'pair_type',
      'base', p->'base',
      'quote', p->'quote',
      'symbolID', p->'symbol_id',
      'quoteProvider', p->'quote_provider',
      'exchange', p->'exchange',
      'exchangeType', p->'exchange_type',
      'orderType', p->'order_type',
      'side', p->'side',
      'entry', p->>'entry',
      'fixedEntry', p->'fixed_entry',
      'stopLoss', p->>'stop_loss',
      'takeProfits', p->'take_profits',
      'activationMargin', p->>'activation_margin',
      'expiresAt', to_char((p->>'expires_at')::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'pipSize', p->>'pip_size',
      'multiplier', p->>'multiplier',
      'unit', p->'unit',
      'resultPips', p->>'result_pips'
    ) || jsonb_build_object(
      'closePrice', p->>'close_price',
      'lastPrice', p->>'last_price',
      'lastPriceAt', to_char((p->>'last_price_at')::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'isUpdatePriceManually', p->'is_update_price_manually',
      'activatedAt', to_char((p->>'activated_at')::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'closedAt', to_char((p->>'closed_at')::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'leverage', p->'leverage',
      'volume', p->>'volume',
      'risk', p->>'risk',
      'riskPercentage', p->'risk_percentage',
      'riskLevel', p->'risk_level',
      'riskDescription', p->'risk_description',
      'accountBalance', p->'account_balance',
      'sentiment', p->'sentiment',
      'timeframe', p->'timeframe',
      'strategy', p->'strategy',
      'tradeType', p->'trade_type',
      'assetType', p->'asset_type',
      'analysis', p->'analysis',
      'comment', p->'comment',
      'statusUpdate', p->'status_update',
      'disclaimer', p->'disclaimer',
      'automatedMessages', p->'automated_messages',
      'translations', p->'translations',
      'images', p->'images',
      'createdAt', to_char((p->>'created_at')::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updatedAt', to_char((p->>'updated_at')::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
    from (select d.payload->'signal' as p) s))
where d.status = 'pending' and d.payload ? 'event';
