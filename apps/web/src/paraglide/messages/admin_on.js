/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_OnInputs */

const en_admin_on = /** @type {(inputs: Admin_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

const ur_admin_on = /** @type {(inputs: Admin_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آن`)
};

/**
* | output |
* | --- |
* | "On" |
*
* @param {Admin_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_on = /** @type {((inputs?: Admin_OnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_OnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_on(inputs)
	return en_admin_on(inputs)
});