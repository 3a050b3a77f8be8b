/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Current_AttachmentsInputs */

const en_jobown_current_attachments = /** @type {(inputs: Jobown_Current_AttachmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current attachments`)
};

const ur_jobown_current_attachments = /** @type {(inputs: Jobown_Current_AttachmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موجودہ منسلک فائلیں`)
};

/**
* | output |
* | --- |
* | "Current attachments" |
*
* @param {Jobown_Current_AttachmentsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_current_attachments = /** @type {((inputs?: Jobown_Current_AttachmentsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Current_AttachmentsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_current_attachments(inputs)
	return en_jobown_current_attachments(inputs)
});