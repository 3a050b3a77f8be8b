/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, page: NonNullable<unknown>, pages: NonNullable<unknown>, total: NonNullable<unknown> }} Admin_Page_OfInputs */

const en_admin_page_of = /** @type {(inputs: Admin_Page_OfInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages} (${i?.total} users)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages} (${i?.total} users)`);
	return /** @type {LocalizedString} */ ("admin_page_of");
};

const ur_admin_page_of = /** @type {(inputs: Admin_Page_OfInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`صفحہ ${i?.page} از ${i?.pages} (${i?.total} صارف)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`صفحہ ${i?.page} از ${i?.pages} (${i?.total} صارفین)`);
	return /** @type {LocalizedString} */ ("admin_page_of");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Page {page} of {pages} ({total} users)" |
* | "other" | "Page {page} of {pages} ({total} users)" |
*
* @param {Admin_Page_OfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_page_of = /** @type {((inputs: Admin_Page_OfInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Page_OfInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_page_of(inputs)
	return en_admin_page_of(inputs)
});