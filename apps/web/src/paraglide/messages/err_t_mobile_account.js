/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rail: NonNullable<unknown> }} Err_T_Mobile_AccountInputs */

const en_err_t_mobile_account = /** @type {(inputs: Err_T_Mobile_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A ${i?.rail} account is 03 followed by 9 digits`)
};

const ur_err_t_mobile_account = /** @type {(inputs: Err_T_Mobile_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rail} اکاؤنٹ نمبر 03 سے شروع ہوتا ہے اور اس کے بعد 9 ہندسے ہوتے ہیں`)
};

/**
* | output |
* | --- |
* | "A {rail} account is 03 followed by 9 digits" |
*
* @param {Err_T_Mobile_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_mobile_account = /** @type {((inputs: Err_T_Mobile_AccountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Mobile_AccountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_mobile_account(inputs)
	return en_err_t_mobile_account(inputs)
});