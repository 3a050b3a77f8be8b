/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Disputes_By_StateInputs */

const en_admin_disputes_by_state = /** @type {(inputs: Admin_Disputes_By_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputes by state`)
};

const ur_admin_disputes_by_state = /** @type {(inputs: Admin_Disputes_By_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حالت کے لحاظ سے تنازعات`)
};

/**
* | output |
* | --- |
* | "Disputes by state" |
*
* @param {Admin_Disputes_By_StateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_disputes_by_state = /** @type {((inputs?: Admin_Disputes_By_StateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Disputes_By_StateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_disputes_by_state(inputs)
	return en_admin_disputes_by_state(inputs)
});