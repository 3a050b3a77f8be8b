/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Return_HomeInputs */

const en_common_return_home = /** @type {(inputs: Common_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Home`)
};

const ur_common_return_home = /** @type {(inputs: Common_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہوم پر واپس جائیں`)
};

/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Common_Return_HomeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_return_home = /** @type {((inputs?: Common_Return_HomeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Return_HomeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_return_home(inputs)
	return en_common_return_home(inputs)
});