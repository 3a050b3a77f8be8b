/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ settled: NonNullable<unknown>, unchanged: NonNullable<unknown>, unknown: NonNullable<unknown> }} Admin_Batch_ResultsInputs */

const en_admin_batch_results = /** @type {(inputs: Admin_Batch_ResultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Results recorded: ${i?.settled} settled, ${i?.unchanged} already settled, unknown references: ${i?.unknown}`)
};

const ur_admin_batch_results = /** @type {(inputs: Admin_Batch_ResultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نتائج درج ہو گئے: ${i?.settled} طے شدہ، ${i?.unchanged} پہلے سے طے شدہ، نامعلوم حوالے: ${i?.unknown}`)
};

/**
* | output |
* | --- |
* | "Results recorded: {settled} settled, {unchanged} already settled, unknown references: {unknown}" |
*
* @param {Admin_Batch_ResultsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_results = /** @type {((inputs: Admin_Batch_ResultsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_ResultsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_results(inputs)
	return en_admin_batch_results(inputs)
});