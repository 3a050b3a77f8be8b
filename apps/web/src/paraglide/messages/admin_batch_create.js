/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batch_CreateInputs */

const en_admin_batch_create = /** @type {(inputs: Admin_Batch_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create batch`)
};

const ur_admin_batch_create = /** @type {(inputs: Admin_Batch_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بیچ بنائیں`)
};

/**
* | output |
* | --- |
* | "Create batch" |
*
* @param {Admin_Batch_CreateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_create = /** @type {((inputs?: Admin_Batch_CreateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_CreateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_create(inputs)
	return en_admin_batch_create(inputs)
});