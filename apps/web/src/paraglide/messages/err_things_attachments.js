/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Things_AttachmentsInputs */

const en_err_things_attachments = /** @type {(inputs: Err_Things_AttachmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`attachments`)
};

const ur_err_things_attachments = /** @type {(inputs: Err_Things_AttachmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اٹیچمنٹس`)
};

/**
* | output |
* | --- |
* | "attachments" |
*
* @param {Err_Things_AttachmentsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_attachments = /** @type {((inputs?: Err_Things_AttachmentsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Things_AttachmentsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_things_attachments(inputs)
	return en_err_things_attachments(inputs)
});