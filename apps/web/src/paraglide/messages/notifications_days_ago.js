/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Notifications_Days_AgoInputs */

const en_notifications_days_ago = /** @type {(inputs: Notifications_Days_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day ago`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} days ago`);
	return /** @type {LocalizedString} */ ("notifications_days_ago");
};

const ur_notifications_days_ago = /** @type {(inputs: Notifications_Days_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} دن پہلے`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} دن پہلے`);
	return /** @type {LocalizedString} */ ("notifications_days_ago");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day ago" |
* | "other" | "{shown} days ago" |
*
* @param {Notifications_Days_AgoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_days_ago = /** @type {((inputs: Notifications_Days_AgoInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Days_AgoInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_days_ago(inputs)
	return en_notifications_days_ago(inputs)
});