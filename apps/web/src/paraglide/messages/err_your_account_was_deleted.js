/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Your_Account_Was_DeletedInputs */

const en_err_your_account_was_deleted = /** @type {(inputs: Err_Your_Account_Was_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account was deleted`)
};

const ur_err_your_account_was_deleted = /** @type {(inputs: Err_Your_Account_Was_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا اکاؤنٹ حذف کر دیا گیا`)
};

/**
* | output |
* | --- |
* | "Your account was deleted" |
*
* @param {Err_Your_Account_Was_DeletedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_account_was_deleted = /** @type {((inputs?: Err_Your_Account_Was_DeletedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Your_Account_Was_DeletedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_your_account_was_deleted(inputs)
	return en_err_your_account_was_deleted(inputs)
});