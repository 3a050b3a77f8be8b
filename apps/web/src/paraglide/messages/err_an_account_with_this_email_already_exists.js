/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_An_Account_With_This_Email_Already_ExistsInputs */

const en_err_an_account_with_this_email_already_exists = /** @type {(inputs: Err_An_Account_With_This_Email_Already_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account with this email already exists`)
};

const ur_err_an_account_with_this_email_already_exists = /** @type {(inputs: Err_An_Account_With_This_Email_Already_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس ای میل سے ایک اکاؤنٹ پہلے ہی موجود ہے`)
};

/**
* | output |
* | --- |
* | "An account with this email already exists" |
*
* @param {Err_An_Account_With_This_Email_Already_ExistsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_an_account_with_this_email_already_exists = /** @type {((inputs?: Err_An_Account_With_This_Email_Already_ExistsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_An_Account_With_This_Email_Already_ExistsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_an_account_with_this_email_already_exists(inputs)
	return en_err_an_account_with_this_email_already_exists(inputs)
});