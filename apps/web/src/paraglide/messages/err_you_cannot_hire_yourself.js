/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Cannot_Hire_YourselfInputs */

const en_err_you_cannot_hire_yourself = /** @type {(inputs: Err_You_Cannot_Hire_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot hire yourself`)
};

const ur_err_you_cannot_hire_yourself = /** @type {(inputs: Err_You_Cannot_Hire_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ خود کو ہائر نہیں کر سکتے`)
};

/**
* | output |
* | --- |
* | "You cannot hire yourself" |
*
* @param {Err_You_Cannot_Hire_YourselfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_cannot_hire_yourself = /** @type {((inputs?: Err_You_Cannot_Hire_YourselfInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Cannot_Hire_YourselfInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_cannot_hire_yourself(inputs)
	return en_err_you_cannot_hire_yourself(inputs)
});