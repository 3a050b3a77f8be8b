/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Balance_Equals_TransfersInputs */

const en_admin_check_balance_equals_transfers = /** @type {(inputs: Admin_Check_Balance_Equals_TransfersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each balance equals the sum of its transfers`)
};

const ur_admin_check_balance_equals_transfers = /** @type {(inputs: Admin_Check_Balance_Equals_TransfersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر بیلنس اپنی منتقلیوں کے مجموعے کے برابر ہے`)
};

/**
* | output |
* | --- |
* | "Each balance equals the sum of its transfers" |
*
* @param {Admin_Check_Balance_Equals_TransfersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_balance_equals_transfers = /** @type {((inputs?: Admin_Check_Balance_Equals_TransfersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Balance_Equals_TransfersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_balance_equals_transfers(inputs)
	return en_admin_check_balance_equals_transfers(inputs)
});