/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Admin_Batch_LabelInputs */

const en_admin_batch_label = /** @type {(inputs: Admin_Batch_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Batch ${i?.number}`)
};

const ur_admin_batch_label = /** @type {(inputs: Admin_Batch_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بیچ ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Batch {number}" |
*
* @param {Admin_Batch_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_label = /** @type {((inputs: Admin_Batch_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_label(inputs)
	return en_admin_batch_label(inputs)
});