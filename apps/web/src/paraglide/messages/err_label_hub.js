/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_HubInputs */

const en_err_label_hub = /** @type {(inputs: Err_Label_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hub`)
};

const ur_err_label_hub = /** @type {(inputs: Err_Label_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرکز`)
};

/**
* | output |
* | --- |
* | "Hub" |
*
* @param {Err_Label_HubInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_hub = /** @type {((inputs?: Err_Label_HubInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_HubInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_hub(inputs)
	return en_err_label_hub(inputs)
});