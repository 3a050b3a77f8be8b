/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Target_DisputeInputs */

const en_admin_target_dispute = /** @type {(inputs: Admin_Target_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dispute`)
};

const ur_admin_target_dispute = /** @type {(inputs: Admin_Target_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع`)
};

/**
* | output |
* | --- |
* | "dispute" |
*
* @param {Admin_Target_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_target_dispute = /** @type {((inputs?: Admin_Target_DisputeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Target_DisputeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_target_dispute(inputs)
	return en_admin_target_dispute(inputs)
});