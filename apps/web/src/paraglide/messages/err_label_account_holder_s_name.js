/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Account_Holder_S_NameInputs */

const en_err_label_account_holder_s_name = /** @type {(inputs: Err_Label_Account_Holder_S_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account holder's name`)
};

const ur_err_label_account_holder_s_name = /** @type {(inputs: Err_Label_Account_Holder_S_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکاؤنٹ ہولڈر کا نام`)
};

/**
* | output |
* | --- |
* | "Account holder's name" |
*
* @param {Err_Label_Account_Holder_S_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_account_holder_s_name = /** @type {((inputs?: Err_Label_Account_Holder_S_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Account_Holder_S_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_account_holder_s_name(inputs)
	return en_err_label_account_holder_s_name(inputs)
});