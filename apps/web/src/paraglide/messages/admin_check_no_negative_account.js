/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_No_Negative_AccountInputs */

const en_admin_check_no_negative_account = /** @type {(inputs: Admin_Check_No_Negative_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account but the outside world is negative`)
};

const ur_admin_check_no_negative_account = /** @type {(inputs: Admin_Check_No_Negative_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بیرونی دنیا کے سوا کوئی اکاؤنٹ منفی نہیں`)
};

/**
* | output |
* | --- |
* | "No account but the outside world is negative" |
*
* @param {Admin_Check_No_Negative_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_no_negative_account = /** @type {((inputs?: Admin_Check_No_Negative_AccountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_No_Negative_AccountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_no_negative_account(inputs)
	return en_admin_check_no_negative_account(inputs)
});