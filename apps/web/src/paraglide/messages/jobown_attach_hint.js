/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, size: NonNullable<unknown> }} Jobown_Attach_HintInputs */

const en_jobown_attach_hint = /** @type {(inputs: Jobown_Attach_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Images, PDF, DOC or DOCX; up to ${i?.count} files, ${i?.size} MB each.`)
};

const ur_jobown_attach_hint = /** @type {(inputs: Jobown_Attach_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تصاویر، PDF، DOC یا DOCX؛ زیادہ سے زیادہ ${i?.count} فائلیں، ہر ایک ${i?.size} ایم بی تک۔`)
};

/**
* | output |
* | --- |
* | "Images, PDF, DOC or DOCX; up to {count} files, {size} MB each." |
*
* @param {Jobown_Attach_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_attach_hint = /** @type {((inputs: Jobown_Attach_HintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Attach_HintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_attach_hint(inputs)
	return en_jobown_attach_hint(inputs)
});