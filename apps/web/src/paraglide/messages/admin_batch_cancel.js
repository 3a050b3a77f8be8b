/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batch_CancelInputs */

const en_admin_batch_cancel = /** @type {(inputs: Admin_Batch_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel batch`)
};

const ur_admin_batch_cancel = /** @type {(inputs: Admin_Batch_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بیچ منسوخ کریں`)
};

/**
* | output |
* | --- |
* | "Cancel batch" |
*
* @param {Admin_Batch_CancelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_cancel = /** @type {((inputs?: Admin_Batch_CancelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_CancelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_cancel(inputs)
	return en_admin_batch_cancel(inputs)
});