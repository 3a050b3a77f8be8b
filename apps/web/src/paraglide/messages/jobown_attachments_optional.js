/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Attachments_OptionalInputs */

const en_jobown_attachments_optional = /** @type {(inputs: Jobown_Attachments_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attachments (Optional)`)
};

const ur_jobown_attachments_optional = /** @type {(inputs: Jobown_Attachments_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منسلک فائلیں (اختیاری)`)
};

/**
* | output |
* | --- |
* | "Attachments (Optional)" |
*
* @param {Jobown_Attachments_OptionalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_attachments_optional = /** @type {((inputs?: Jobown_Attachments_OptionalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Attachments_OptionalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_attachments_optional(inputs)
	return en_jobown_attachments_optional(inputs)
});