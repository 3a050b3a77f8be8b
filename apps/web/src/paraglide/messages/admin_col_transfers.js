/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_TransfersInputs */

const en_admin_col_transfers = /** @type {(inputs: Admin_Col_TransfersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfers`)
};

const ur_admin_col_transfers = /** @type {(inputs: Admin_Col_TransfersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منتقلیاں`)
};

/**
* | output |
* | --- |
* | "Transfers" |
*
* @param {Admin_Col_TransfersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_col_transfers = /** @type {((inputs?: Admin_Col_TransfersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_TransfersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_col_transfers(inputs)
	return en_admin_col_transfers(inputs)
});