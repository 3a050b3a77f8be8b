/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mediator_IsInputs */

const en_admin_mediator_is = /** @type {(inputs: Admin_Mediator_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mediator: `)
};

const ur_admin_mediator_is = /** @type {(inputs: Admin_Mediator_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث: `)
};

/**
* | output |
* | --- |
* | "Mediator:" |
*
* @param {Admin_Mediator_IsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_mediator_is = /** @type {((inputs?: Admin_Mediator_IsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mediator_IsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_mediator_is(inputs)
	return en_admin_mediator_is(inputs)
});