/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Location_Not_SpecifiedInputs */

const en_common_location_not_specified = /** @type {(inputs: Common_Location_Not_SpecifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location not specified`)
};

const ur_common_location_not_specified = /** @type {(inputs: Common_Location_Not_SpecifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقام درج نہیں`)
};

/**
* | output |
* | --- |
* | "Location not specified" |
*
* @param {Common_Location_Not_SpecifiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_location_not_specified = /** @type {((inputs?: Common_Location_Not_SpecifiedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Location_Not_SpecifiedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_location_not_specified(inputs)
	return en_common_location_not_specified(inputs)
});