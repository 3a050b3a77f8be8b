/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Account_NumberInputs */

const en_err_label_account_number = /** @type {(inputs: Err_Label_Account_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account number`)
};

const ur_err_label_account_number = /** @type {(inputs: Err_Label_Account_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکاؤنٹ نمبر`)
};

/**
* | output |
* | --- |
* | "Account number" |
*
* @param {Err_Label_Account_NumberInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_account_number = /** @type {((inputs?: Err_Label_Account_NumberInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Account_NumberInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_account_number(inputs)
	return en_err_label_account_number(inputs)
});