/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Mediator_AssignedInputs */

const en_err_mediator_assigned = /** @type {(inputs: Err_Mediator_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mediator assigned`)
};

const ur_err_mediator_assigned = /** @type {(inputs: Err_Mediator_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث مقرر ہو گیا`)
};

/**
* | output |
* | --- |
* | "Mediator assigned" |
*
* @param {Err_Mediator_AssignedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_mediator_assigned = /** @type {((inputs?: Err_Mediator_AssignedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Mediator_AssignedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_mediator_assigned(inputs)
	return en_err_mediator_assigned(inputs)
});