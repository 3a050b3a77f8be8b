/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Account_Created_SuccessfullyInputs */

const en_err_account_created_successfully = /** @type {(inputs: Err_Account_Created_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account created successfully`)
};

const ur_err_account_created_successfully = /** @type {(inputs: Err_Account_Created_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکاؤنٹ کامیابی سے بن گیا`)
};

/**
* | output |
* | --- |
* | "Account created successfully" |
*
* @param {Err_Account_Created_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_account_created_successfully = /** @type {((inputs?: Err_Account_Created_SuccessfullyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Account_Created_SuccessfullyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_account_created_successfully(inputs)
	return en_err_account_created_successfully(inputs)
});