/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_Attachment_ListInputs */

const en_err_invalid_attachment_list = /** @type {(inputs: Err_Invalid_Attachment_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid attachment list`)
};

const ur_err_invalid_attachment_list = /** @type {(inputs: Err_Invalid_Attachment_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اٹیچمنٹس کی فہرست درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid attachment list" |
*
* @param {Err_Invalid_Attachment_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_attachment_list = /** @type {((inputs?: Err_Invalid_Attachment_ListInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_Attachment_ListInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_attachment_list(inputs)
	return en_err_invalid_attachment_list(inputs)
});