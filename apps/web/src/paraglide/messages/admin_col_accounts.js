/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_AccountsInputs */

const en_admin_col_accounts = /** @type {(inputs: Admin_Col_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounts`)
};

const ur_admin_col_accounts = /** @type {(inputs: Admin_Col_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکاؤنٹس`)
};

/**
* | output |
* | --- |
* | "Accounts" |
*
* @param {Admin_Col_AccountsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_col_accounts = /** @type {((inputs?: Admin_Col_AccountsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_AccountsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_col_accounts(inputs)
	return en_admin_col_accounts(inputs)
});