/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_AttachmentInputs */

const en_err_label_attachment = /** @type {(inputs: Err_Label_AttachmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attachment`)
};

const ur_err_label_attachment = /** @type {(inputs: Err_Label_AttachmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اٹیچمنٹ`)
};

/**
* | output |
* | --- |
* | "Attachment" |
*
* @param {Err_Label_AttachmentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_attachment = /** @type {((inputs?: Err_Label_AttachmentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_AttachmentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_attachment(inputs)
	return en_err_label_attachment(inputs)
});