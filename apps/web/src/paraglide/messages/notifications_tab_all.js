/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Tab_AllInputs */

const en_notifications_tab_all = /** @type {(inputs: Notifications_Tab_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const ur_notifications_tab_all = /** @type {(inputs: Notifications_Tab_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمام`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Notifications_Tab_AllInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_tab_all = /** @type {((inputs?: Notifications_Tab_AllInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Tab_AllInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_tab_all(inputs)
	return en_notifications_tab_all(inputs)
});