/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batch_Upload_ResultsInputs */

const en_admin_batch_upload_results = /** @type {(inputs: Admin_Batch_Upload_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload results file`)
};

const ur_admin_batch_upload_results = /** @type {(inputs: Admin_Batch_Upload_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نتائج کی فائل اپ لوڈ کریں`)
};

/**
* | output |
* | --- |
* | "Upload results file" |
*
* @param {Admin_Batch_Upload_ResultsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_upload_results = /** @type {((inputs?: Admin_Batch_Upload_ResultsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_Upload_ResultsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_upload_results(inputs)
	return en_admin_batch_upload_results(inputs)
});