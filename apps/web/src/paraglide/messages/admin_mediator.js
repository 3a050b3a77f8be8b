/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_MediatorInputs */

const en_admin_mediator = /** @type {(inputs: Admin_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mediator`)
};

const ur_admin_mediator = /** @type {(inputs: Admin_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث`)
};

/**
* | output |
* | --- |
* | "Mediator" |
*
* @param {Admin_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_mediator = /** @type {((inputs?: Admin_MediatorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_MediatorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_mediator(inputs)
	return en_admin_mediator(inputs)
});