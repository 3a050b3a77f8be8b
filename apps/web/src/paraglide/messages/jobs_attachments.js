/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_AttachmentsInputs */

const en_jobs_attachments = /** @type {(inputs: Jobs_AttachmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attachments`)
};

const ur_jobs_attachments = /** @type {(inputs: Jobs_AttachmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منسلک فائلیں`)
};

/**
* | output |
* | --- |
* | "Attachments" |
*
* @param {Jobs_AttachmentsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_attachments = /** @type {((inputs?: Jobs_AttachmentsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_AttachmentsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_attachments(inputs)
	return en_jobs_attachments(inputs)
});