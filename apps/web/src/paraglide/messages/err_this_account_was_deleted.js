/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Account_Was_DeletedInputs */

const en_err_this_account_was_deleted = /** @type {(inputs: Err_This_Account_Was_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account was deleted`)
};

const ur_err_this_account_was_deleted = /** @type {(inputs: Err_This_Account_Was_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ اکاؤنٹ حذف کیا جا چکا ہے`)
};

/**
* | output |
* | --- |
* | "This account was deleted" |
*
* @param {Err_This_Account_Was_DeletedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_account_was_deleted = /** @type {((inputs?: Err_This_Account_Was_DeletedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Account_Was_DeletedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_account_was_deleted(inputs)
	return en_err_this_account_was_deleted(inputs)
});