#include "ledger.h"

/* Each account is locked on its own: between the take and the give the money is in neither. */
void transfer(int from, int to, int amount) {
  if (account_take(&accounts[from], amount))
    account_give(&accounts[to], amount);
}
