/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Do_Not_Have_Permission_To_Do_ThatInputs */

const en_err_you_do_not_have_permission_to_do_that = /** @type {(inputs: Err_You_Do_Not_Have_Permission_To_Do_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You do not have permission to do that`)
};

const ur_err_you_do_not_have_permission_to_do_that = /** @type {(inputs: Err_You_Do_Not_Have_Permission_To_Do_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کو یہ کرنے کی اجازت نہیں`)
};

/**
* | output |
* | --- |
* | "You do not have permission to do that" |
*
* @param {Err_You_Do_Not_Have_Permission_To_Do_ThatInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_do_not_have_permission_to_do_that = /** @type {((inputs?: Err_You_Do_Not_Have_Permission_To_Do_ThatInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Do_Not_Have_Permission_To_Do_ThatInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_do_not_have_permission_to_do_that(inputs)
	return en_err_you_do_not_have_permission_to_do_that(inputs)
});