import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { Role } from '@signal-desk/domain/role';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS, withId } from '../../../shared/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { AddIcon, DeleteIcon, EditIcon } from '../../../shared/ui/icons';
import { ListPagination, SearchField } from '../../../shared/ui/list-controls';
import { ListStatusRow } from '../../../shared/ui/list-status-row';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useUrlListParams } from '../../../shared/ui/url-list-params';
import { useDeleteRole } from '../api/delete-role';
import { useRolesList } from '../api/list-roles';

/** `/roles`: the roles and their permissions, searched as you type (debounced; the search and page are in the URL). */
export function RolesPage() {
  const { t } = useTranslation();
  const list = useUrlListParams('-createdAt');
  const roles = useRolesList(list.params);
  const deleteRole = useDeleteRole();
  const [toDelete, setToDelete] = useState<Role | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteRole.mutate(toDelete._id, {
      onSuccess: () => showToast(t('roles.deleted', { name: toDelete.name }), 'success'),
      onError: (error) => showToast(t('roles.deleteFailed', { message: error.message }), 'error'),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title={t('roles.title')}
        actions={
          <Button component={Link} to={PATHS.roleAdd} variant="contained" startIcon={<AddIcon />}>
            {t('roles.add')}
          </Button>
        }
      />
      <Paper>
        <Box sx={{ p: 2 }}>
          <SearchField label={t('roles.search')} value={list.search} onChange={list.setSearch} />
        </Box>
        <TableContainer>
          <Table aria-label={t('roles.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('roles.columns.name')}</TableCell>
                <TableCell>{t('roles.columns.permissions')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <ListStatusRow query={roles} columns={3} />
              {roles.data?.data.map((role) => (
                <TableRow key={role._id} hover>
                  <TableCell component="th" scope="row">
                    {role.name}
                  </TableCell>
                  <TableCell>
                    {role.permissions.map((permission) => t(`permissions.names.${permission}`)).join(', ')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('roles.edit', { name: role.name })}>
                      <IconButton component={Link} to={withId(PATHS.roleEdit, role._id)}>
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('roles.delete', { name: role.name })}>
                      <IconButton color="error" onClick={() => setToDelete(role)}>
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          total={roles.data?.total ?? 0}
          params={list.params}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
        />
      </Paper>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('roles.deleteTitle')}
        message={t('roles.deleteConfirm', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        busy={deleteRole.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
