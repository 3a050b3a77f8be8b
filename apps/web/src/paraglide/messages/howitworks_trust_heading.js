/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Trust_HeadingInputs */

const en_howitworks_trust_heading = /** @type {(inputs: Howitworks_Trust_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built for Trust`)
};

const ur_howitworks_trust_heading = /** @type {(inputs: Howitworks_Trust_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعتماد کے لیے بنایا گیا`)
};

/**
* | output |
* | --- |
* | "Built for Trust" |
*
* @param {Howitworks_Trust_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_trust_heading = /** @type {((inputs?: Howitworks_Trust_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Trust_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_trust_heading(inputs)
	return en_howitworks_trust_heading(inputs)
});