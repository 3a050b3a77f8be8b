/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batch_RailInputs */

const en_admin_batch_rail = /** @type {(inputs: Admin_Batch_RailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rail`)
};

const ur_admin_batch_rail = /** @type {(inputs: Admin_Batch_RailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ذریعہ`)
};

/**
* | output |
* | --- |
* | "Rail" |
*
* @param {Admin_Batch_RailInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_rail = /** @type {((inputs?: Admin_Batch_RailInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_RailInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_rail(inputs)
	return en_admin_batch_rail(inputs)
});