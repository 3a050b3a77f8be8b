/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batch_Status_OpenInputs */

const en_admin_batch_status_open = /** @type {(inputs: Admin_Batch_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const ur_admin_batch_status_open = /** @type {(inputs: Admin_Batch_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کھلا`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Admin_Batch_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_status_open = /** @type {((inputs?: Admin_Batch_Status_OpenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_Status_OpenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_status_open(inputs)
	return en_admin_batch_status_open(inputs)
});