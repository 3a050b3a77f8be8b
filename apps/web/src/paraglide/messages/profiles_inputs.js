/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_InputsInputs */

const en_profiles_inputs = /** @type {(inputs: Profiles_InputsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inputs`)
};

const ur_profiles_inputs = /** @type {(inputs: Profiles_InputsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعداد`)
};

/**
* | output |
* | --- |
* | "Inputs" |
*
* @param {Profiles_InputsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_inputs = /** @type {((inputs?: Profiles_InputsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_InputsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_inputs(inputs)
	return en_profiles_inputs(inputs)
});