/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batch_Status_SettledInputs */

const en_admin_batch_status_settled = /** @type {(inputs: Admin_Batch_Status_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settled`)
};

const ur_admin_batch_status_settled = /** @type {(inputs: Admin_Batch_Status_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طے شدہ`)
};

/**
* | output |
* | --- |
* | "Settled" |
*
* @param {Admin_Batch_Status_SettledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_status_settled = /** @type {((inputs?: Admin_Batch_Status_SettledInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_Status_SettledInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_status_settled(inputs)
	return en_admin_batch_status_settled(inputs)
});