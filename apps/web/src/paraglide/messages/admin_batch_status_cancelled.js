/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batch_Status_CancelledInputs */

const en_admin_batch_status_cancelled = /** @type {(inputs: Admin_Batch_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const ur_admin_batch_status_cancelled = /** @type {(inputs: Admin_Batch_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منسوخ`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Admin_Batch_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_status_cancelled = /** @type {((inputs?: Admin_Batch_Status_CancelledInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_Status_CancelledInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_status_cancelled(inputs)
	return en_admin_batch_status_cancelled(inputs)
});