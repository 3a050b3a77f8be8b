/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Ready_HeadingInputs */

const en_howitworks_ready_heading = /** @type {(inputs: Howitworks_Ready_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to Get Started?`)
};

const ur_howitworks_ready_heading = /** @type {(inputs: Howitworks_Ready_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شروع کرنے کے لیے تیار ہیں؟`)
};

/**
* | output |
* | --- |
* | "Ready to Get Started?" |
*
* @param {Howitworks_Ready_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_ready_heading = /** @type {((inputs?: Howitworks_Ready_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Ready_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_ready_heading(inputs)
	return en_howitworks_ready_heading(inputs)
});