/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_At_Most_10_AttachmentsInputs */

const en_err_at_most_10_attachments = /** @type {(inputs: Err_At_Most_10_AttachmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At most 10 attachments`)
};

const ur_err_at_most_10_attachments = /** @type {(inputs: Err_At_Most_10_AttachmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زیادہ سے زیادہ 10 اٹیچمنٹس`)
};

/**
* | output |
* | --- |
* | "At most 10 attachments" |
*
* @param {Err_At_Most_10_AttachmentsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_at_most_10_attachments = /** @type {((inputs?: Err_At_Most_10_AttachmentsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_At_Most_10_AttachmentsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_at_most_10_attachments(inputs)
	return en_err_at_most_10_attachments(inputs)
});