/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mediator_GivenInputs */

const en_admin_mediator_given = /** @type {(inputs: Admin_Mediator_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mediator role given`)
};

const ur_admin_mediator_given = /** @type {(inputs: Admin_Mediator_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث کا کردار دے دیا گیا`)
};

/**
* | output |
* | --- |
* | "Mediator role given" |
*
* @param {Admin_Mediator_GivenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_mediator_given = /** @type {((inputs?: Admin_Mediator_GivenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mediator_GivenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_mediator_given(inputs)
	return en_admin_mediator_given(inputs)
});