/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Withdrawal_ApprovedInputs */

const en_err_withdrawal_approved = /** @type {(inputs: Err_Withdrawal_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal approved`)
};

const ur_err_withdrawal_approved = /** @type {(inputs: Err_Withdrawal_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانے کی درخواست منظور ہو گئی`)
};

/**
* | output |
* | --- |
* | "Withdrawal approved" |
*
* @param {Err_Withdrawal_ApprovedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_withdrawal_approved = /** @type {((inputs?: Err_Withdrawal_ApprovedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Withdrawal_ApprovedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_withdrawal_approved(inputs)
	return en_err_withdrawal_approved(inputs)
});