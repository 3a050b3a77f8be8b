/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_Mediator_IdInputs */

const en_err_invalid_mediator_id = /** @type {(inputs: Err_Invalid_Mediator_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid mediator id`)
};

const ur_err_invalid_mediator_id = /** @type {(inputs: Err_Invalid_Mediator_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث کی شناخت درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid mediator id" |
*
* @param {Err_Invalid_Mediator_IdInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_mediator_id = /** @type {((inputs?: Err_Invalid_Mediator_IdInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_Mediator_IdInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_mediator_id(inputs)
	return en_err_invalid_mediator_id(inputs)
});