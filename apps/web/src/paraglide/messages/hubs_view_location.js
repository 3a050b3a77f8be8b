/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_View_LocationInputs */

const en_hubs_view_location = /** @type {(inputs: Hubs_View_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Location`)
};

const ur_hubs_view_location = /** @type {(inputs: Hubs_View_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقام دیکھیں`)
};

/**
* | output |
* | --- |
* | "View Location" |
*
* @param {Hubs_View_LocationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_view_location = /** @type {((inputs?: Hubs_View_LocationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_View_LocationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_view_location(inputs)
	return en_hubs_view_location(inputs)
});