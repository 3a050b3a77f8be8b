/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Account_HolderInputs */

const en_err_label_account_holder = /** @type {(inputs: Err_Label_Account_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account holder`)
};

const ur_err_label_account_holder = /** @type {(inputs: Err_Label_Account_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکاؤنٹ ہولڈر`)
};

/**
* | output |
* | --- |
* | "Account holder" |
*
* @param {Err_Label_Account_HolderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_account_holder = /** @type {((inputs?: Err_Label_Account_HolderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Account_HolderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_account_holder(inputs)
	return en_err_label_account_holder(inputs)
});