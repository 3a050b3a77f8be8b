/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Your_InputsInputs */

const en_profiles_your_inputs = /** @type {(inputs: Profiles_Your_InputsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your inputs`)
};

const ur_profiles_your_inputs = /** @type {(inputs: Profiles_Your_InputsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے اعداد`)
};

/**
* | output |
* | --- |
* | "Your inputs" |
*
* @param {Profiles_Your_InputsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_your_inputs = /** @type {((inputs?: Profiles_Your_InputsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Your_InputsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_your_inputs(inputs)
	return en_profiles_your_inputs(inputs)
});